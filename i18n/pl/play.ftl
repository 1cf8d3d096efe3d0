### Ekran gry.

welcome = Witaj! Weź owada z ręki ({ $letters }) albo naciśnij ?, by zobaczyć pomoc.

## Linie, które rozdaje gospodarz `hive play --invite`, każda pod tym, do czego służy.
invite-joins-with = { $side } dołączają tak:
invite-to-watch = Oglądać:
invite-served = Partia była prowadzona na { $address }; zapisano ją w { $save }.
invite-go-on = Aby ją wznowić: hive play { $save } --invite
