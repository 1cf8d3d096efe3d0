### Owady i strony, jak je nazywa instrukcja. Przypadki to atrybuty (.gen, .dat, .acc,
### .ins, .loc): zdanie bierze ten, którego potrzebuje ($bug_acc, $side_gen).
### Polska instrukcja gry podstawowej nie nazywa dodatków: Komar, Biedronka i Stonoga to
### nazwy, których polscy gracze używają.

-queen = Królowa
-spider = Pająk
-beetle = Żuk
-grasshopper = Konik polny
-ant = Mrówka
-mosquito = Komar
-ladybug = Biedronka
-pillbug = Stonoga

bug-queen = { -queen }
    .gen = Królowej
    .dat = Królowej
    .acc = Królową
    .ins = Królową
    .loc = Królowej
bug-spider = { -spider }
    .gen = Pająka
    .dat = Pająkowi
    .acc = Pająka
    .ins = Pająkiem
    .loc = Pająku
bug-beetle = { -beetle }
    .gen = Żuka
    .dat = Żukowi
    .acc = Żuka
    .ins = Żukiem
    .loc = Żuku
bug-grasshopper = { -grasshopper }
    .gen = Konika polnego
    .dat = Konikowi polnemu
    .acc = Konika polnego
    .ins = Konikiem polnym
    .loc = Koniku polnym
bug-ant = { -ant }
    .gen = Mrówki
    .dat = Mrówce
    .acc = Mrówkę
    .ins = Mrówką
    .loc = Mrówce
bug-mosquito = { -mosquito }
    .gen = Komara
    .dat = Komarowi
    .acc = Komara
    .ins = Komarem
    .loc = Komarze
bug-ladybug = { -ladybug }
    .gen = Biedronki
    .dat = Biedronce
    .acc = Biedronkę
    .ins = Biedronką
    .loc = Biedronce
bug-pillbug = { -pillbug }
    .gen = Stonogi
    .dat = Stonodze
    .acc = Stonogę
    .ins = Stonogą
    .loc = Stonodze

side-white = Białe
    .gen = białych
    .dat = białym
    .acc = białe
    .ins = białymi
    .loc = białych
side-black = Czarne
    .gen = czarnych
    .dat = czarnym
    .acc = czarne
    .ins = czarnymi
    .loc = czarnych

list-two = { $first } i { $last }
list-more = { $first }, { $last }
list-empty = nic

moves-queen = { -queen }: jeden krok na sąsiednie pole.
moves-spider = { -spider }: dokładnie trzy kroki wokół ula, bez zawracania.
moves-beetle = { -beetle }: jeden krok w dowolną stronę, może wejść na ul.
moves-grasshopper = { -grasshopper }: skacze po prostej nad owadami do pierwszej luki.
moves-ant = { -ant }: przesuwa się wokół ula o dowolną odległość.
moves-mosquito = { -mosquito }: rusza się jak każdy owad, którego dotyka; na górze ula jak { -beetle }.
moves-ladybug = { -ladybug }: dwa kroki po wierzchu ula, potem jeden w dół.
moves-pillbug = { -pillbug }: jeden krok albo przerzuca sąsiada nad sobą.
