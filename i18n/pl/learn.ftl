### Lekcje (`hive learn`): menu, ramka lekcji nad planszą, tytuł, zdania i zadania każdej
### lekcji oraz powód, dla którego dozwolony ruch nie spełnia zadania.

learn-key-lessons = lekcje: krótkie pozycje, które uczą zasad
learn-welcome = F3 otwiera lekcje.

## The keys of the lessons menu (help lists them).
learn-keys-section = Lekcje
learn-key-above = lekcja wyżej
learn-key-below = lekcja niżej
learn-key-first = pierwsza lekcja
learn-key-last = ostatnia lekcja
learn-key-start = zacząć wybraną lekcję
learn-key-close = zamknąć lekcje (hive learn: wyjść)

learn-begin = Wykonaj zadanie z góry zwykłymi klawiszami gry. F3 wraca do lekcji.
learn-not-in-lesson = Nie w czasie lekcji: F3 wraca do lekcji.
learn-not-shared = Lekcje nie działają we wspólnej partii: otwórz je poleceniem hive learn.
learn-not-shared-guest = Lekcje nie działają we wspólnej partii: członkowie klubu otwierają je w poczekalni (L).
learn-already-done = Ta lekcja jest zaliczona. F3 otwiera lekcje, by wybrać następną.
learn-task-done = Brawo! Teraz następne zadanie.
learn-lesson-done = Brawo: lekcja „{ $title }” zaliczona! F3 otwiera następną.
learn-progress-not-kept = Nie udało się zapisać zaliczonych lekcji: { $why }

learn-box-title = Lekcja { $number }/{ $count }: { $title }
learn-box-task = Zadanie { $number }/{ $count }: { $task }
learn-box-done = Lekcja zaliczona! F3: następna.
learn-box-keys = F3 lekcje · ? pomoc
# The status line's hint in a lesson: $key opens the lessons.
learn-status-lessons = { $key } lekcje

learn-menu-title = Lekcje
learn-menu-keys = ↑↓ wybierz · Enter zacznij · Esc wyjdź
learn-list-done = { $number }. [x] { $title }
learn-list-not-done = { $number }. [ ] { $title }

learn-miss-other-piece = Ruch dozwolony, ale zadanie dotyczy innego owada.
learn-miss-other-cell = Ruch dozwolony, ale owad nie stanął tam, gdzie mówi zadanie.
learn-miss-not-climb = Ruch dozwolony, ale owad został na ziemi, a zadanie każe skończyć na ulu.
learn-miss-not-throw = Ruch dozwolony, ale to nie rzut wskazanym owadem: podnieś go i połóż na polu oznaczonym ^.
learn-miss-queen-stuck = { $count ->
    [one] Ruch dozwolony, ale twoja { -queen } nadal nie może się ruszyć: trzyma ją { $count } sąsiad.
    [few] Ruch dozwolony, ale twoja { -queen } nadal nie może się ruszyć: trzymają ją { $count } sąsiedzi.
   *[many] Ruch dozwolony, ale twoja { -queen } nadal nie może się ruszyć: trzyma ją { $count } sąsiadów.
}
learn-miss-not-won = { $count ->
    [one] Ruch dozwolony, ale czarna { -queen } ma jeszcze { $count } wolny bok.
    [few] Ruch dozwolony, ale czarna { -queen } ma jeszcze { $count } wolne boki.
   *[many] Ruch dozwolony, ale czarna { -queen } ma jeszcze { $count } wolnych boków.
}
learn-miss-not-drawn = Ruch dozwolony, ale partia trwa dalej: szukasz ruchu, który kończy ją remisem.

learn-placing-title = Wystawianie owadów
learn-placing-text = W każdym ruchu wystawiasz nowego owada z ręki albo przesuwasz jednego z planszy. Naciśnij literę owada, potem Enter na podświetlonym polu (albo jego numer). { -queen } nie może wyjść pierwsza.
    .plain = W każdym ruchu wystawiasz nowego owada z ręki albo przesuwasz jednego z planszy: wpisz ruch, np. wS1. { -queen } nie może wyjść pierwsza.
learn-placing-task-1 = Wystaw { bug-spider.acc } (S).
learn-placing-task-2 = Wystaw { bug-grasshopper.acc } (G).

learn-touching-title = Tylko przy swoich
learn-touching-text = Po pierwszych dwóch owadach nowy owad musi dotykać twoich owadów i żadnego owada przeciwnika. Podświetlone pola pokazują, gdzie wolno.
    .plain = Po pierwszych dwóch owadach nowy owad musi dotykać twoich owadów i żadnego owada przeciwnika. Gdzie wolno, powie { $moves } z owadem, np. { $moves } wA1.
learn-touching-task-1 = Wystaw { bug-ant.acc } (A).
learn-touching-task-2 = Wystaw { bug-queen.acc } (Q).

learn-queen-fourth-title = Królowa do czwartej tury
learn-queen-fourth-text = Twoja { -queen } musi stanąć na planszy najpóźniej w twojej czwartej turze, a wcześniej żaden twój owad się nie rusza. To czwarta tura Białych.
learn-queen-fourth-task-1 = Wystaw { bug-queen.acc }: teraz nic innego nie wolno.

learn-one-hive-title = Jeden ul
learn-one-hive-text = Owady zawsze muszą tworzyć jedną grupę. Owad, bez którego ul rozpadłby się choćby na chwilę, nie może się ruszyć.
learn-one-hive-task-1 = { -queen } i { -spider } spinają ul: rusz { bug-ant.acc }.

learn-gate-title = Swoboda ruchu
learn-gate-text = Owad przesuwa się wokół ula i nie przeciśnie się przez szparę między dwoma stykającymi się owadami. Tak właśnie twoja { -queen } jest tu zamknięta.
learn-gate-task-1 = Rusz owada tak, by twoja { -queen } mogła się wysunąć.
learn-gate-task-2 = Teraz rusz { bug-queen.acc }.

learn-queen-title = Królowa
learn-queen-text = { -queen } przesuwa się o jedno pole wokół ula. Pilnuj jej: otoczona { -queen } przegrywa partię.
learn-queen-task-1 = Przesuń { bug-queen.acc } o jedno pole.
learn-queen-task-2 = I jeszcze raz o jedno pole.

learn-beetle-climb-title = Żuk wspina się
learn-beetle-climb-text = { -beetle } chodzi o jedno pole, ale może też wejść na ul, chodzić po nim i zejść z powrotem.
learn-beetle-climb-task-1 = Wejdź { bug-beetle.ins } na swoją { bug-queen.acc }.
learn-beetle-climb-task-2 = Przejdź po wierzchu ula, nie schodząc.

learn-beetle-block-title = Żuk na górze
learn-beetle-block-text = Owad pod { bug-beetle.ins } nie może się ruszyć, a przy wystawianiu stos ma kolor { bug-beetle.gen }. { -beetle } na cudzej { bug-queen.loc } unieruchamia ją.
learn-beetle-block-task-1 = Podejdź { bug-beetle.ins } do czarnej { bug-queen.gen }.
learn-beetle-block-task-2 = Wejdź na czarną { bug-queen.acc }.

learn-grasshopper-title = Konik polny
learn-grasshopper-text = { -grasshopper } skacze po prostej nad co najmniej jednym owadem na pierwsze wolne pole. Szpary go nie zatrzymują.
learn-grasshopper-task-1 = Przeskocz cały rząd.
learn-grasshopper-task-2 = Skocz z powrotem na drugi koniec.

learn-spider-title = Pająk
learn-spider-text = { -spider } przechodzi wokół ula dokładnie trzy pola, nigdy nie zawracając. Nie dwa, nie cztery: trzy.
learn-spider-task-1 = Rusz { bug-spider.acc }.
learn-spider-task-2 = Rusz go jeszcze raz.

learn-ant-title = Mrówka
learn-ant-text = { -ant } przesuwa się wokół ula, jak daleko chce, na każde pole, do którego dojdzie bez przeciskania się przez szparę.
learn-ant-task-1 = Postaw { bug-ant.acc } obok czarnej { bug-ant.gen }.
learn-ant-task-2 = Teraz postaw ją obok czarnego { bug-spider.gen }.

learn-mosquito-title = Komar
learn-mosquito-text = { -mosquito } rusza się jak każdy owad, którego dotyka: przy { bug-grasshopper.loc } skacze, przy { bug-ant.loc } biega wokół ula.
learn-mosquito-task-1 = { -mosquito } dotyka tylko { bug-grasshopper.gen }: skacz.
learn-mosquito-task-2 = Teraz dotyka { bug-ant.gen }: postaw go obok swojego { bug-grasshopper.gen }.

learn-mosquito-top-title = Komar na górze
learn-mosquito-top-text = Przy { bug-beetle.loc } { -mosquito } może wejść na ul i chodzi tam jak { -beetle }, dopóki nie zejdzie. Gdy dotyka tylko innego { bug-mosquito.gen }, nie rusza się wcale.
learn-mosquito-top-task-1 = Wejdź { bug-mosquito.ins } na swojego { bug-beetle.acc }.
learn-mosquito-top-task-2 = Przejdź nim po wierzchu ula.

learn-ladybug-title = Biedronka
learn-ladybug-text = { -ladybug } przechodzi dokładnie trzy pola: dwa po wierzchu ula i jedno w dół, na wolne pole.
learn-ladybug-task-1 = Postaw { bug-ladybug.acc } obok czarnego { bug-spider.gen }.

learn-pillbug-title = Rzut Stonogi
learn-pillbug-text = Zamiast się ruszać, { -pillbug } może przenieść sąsiedniego owada dowolnego koloru nad sobą na wolne pole obok siebie. Podnieś tego owada: jego pola są oznaczone ^.
learn-pillbug-task-1 = Rzuć czarną { bug-queen.acc } swoją { bug-pillbug.ins }.

learn-pillbug-limits-title = Czego Stonoga nie rzuci
learn-pillbug-limits-text = { -pillbug } nie rzuci owada, który ruszył się w poprzednim ruchu, owada ze stosu, owada, bez którego rozpadnie się ul, ani przez zbyt wąską szparę.
learn-pillbug-limits-task-1 = Czarny { -beetle } właśnie się ruszył: rzuć czarną { bug-ant.acc }.

learn-stunned-title = Ogłuszony owad
learn-stunned-text = Owad rzucony przed chwilą przez { bug-pillbug.acc } nie może w następnym ruchu ani się ruszyć, ani zostać rzucony. Czarna { -pillbug } właśnie rzuciła twoją { bug-ant.acc }.
learn-stunned-task-1 = Spróbuj ruszyć { bug-ant.acc }, potem zagraj dowolny inny ruch.

learn-surround-title = Otoczenie Królowej
learn-surround-text = { -queen } otoczona z sześciu stron owadami dowolnego koloru przegrywa. Czarnej { bug-queen.dat } został jeden wolny bok.
learn-surround-task-1 = Znajdź ruch, który wygrywa.

learn-both-queens-title = Obie Królowe naraz
learn-both-queens-text = Gdy jeden ruch otacza obie królowe, partia kończy się remisem. Tutaj obie królowe dzielą ostatnie wolne pole.
learn-both-queens-task-1 = Zajmij pole, które otacza obie królowe.

learn-passing-title = Pasowanie
learn-passing-text = Gdy nie masz żadnego dozwolonego ruchu, musisz pasować, i tylko wtedy. Czarne nie mogą tu nic wystawić ani ruszyć.
learn-passing-task-1 = Spasuj za Czarne: naciśnij Enter.
    .plain = Spasuj za Czarne: wpisz pass.

learn-repetition-title = Remisy
learn-repetition-text = Partia kończy się remisem, gdy ta sama pozycja pojawia się po raz trzeci. Gracze mogą też zgodzić się na remis: w partii proponuje go D.
    .plain = Partia kończy się remisem, gdy ta sama pozycja pojawia się po raz trzeci. Gracze mogą też zgodzić się na remis: w partii proponuje go { $draw }.
learn-repetition-task-1 = Cofnij { bug-ant.acc } tak, by pozycja powtórzyła się po raz trzeci.
    .plain = Cofnij { bug-ant.acc } tam, gdzie stała przed swoim ostatnim ruchem, na zachodnią stronę twojej { bug-queen.gen }, by pozycja powtórzyła się po raz trzeci.

## The lobby of a server (`hive serve`): its key, and the plain lobby's command.
learn-lobby-key = L lekcje i zadania
learn-plain-cmd = lekcje
learn-plain-help = lekcje, a po nich zadania (ostatni wiersz menu).
