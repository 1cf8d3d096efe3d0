### Obrazovka hry.

welcome = Vítej! Vezmi si kámen z ruky ({ $letters }), nebo stiskni ? pro nápovědu.

## Řádky, které rozdává hostitel `hive play --invite`, každý pod tím, k čemu slouží.
invite-joins-with = { $side } se připojí takto:
invite-to-watch = Dívat se:
invite-served = Partie běžela na { $address }; je uložena v { $save }.
invite-go-on = Pokračovat v ní: hive play { $save } --invite
