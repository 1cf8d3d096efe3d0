### Ekran gry.

welcome = Witaj! Weź owada z ręki ({ $letters }) albo naciśnij ?, by zobaczyć pomoc.
