### A game against the computer in the club's lobby (key c), and its plain command.

computer-key = c komputer
computer-keys = ↑↓ wybór · ←→ zmiana · 1–5 poziom · w/b twój kolor · Enter graj · Esc wstecz
computer-title = Partia z komputerem
computer-field-level = Poziom:
# A level: $number 1–5, $name its name (computer-level-N).
computer-level = { $number } · { $name }
computer-level-1 = początkujący
computer-level-2 = amator
computer-level-3 = średni
computer-level-4 = silny
computer-level-5 = ekspert
computer-about-1 = Patrzy jeden ruch naprzód, często źle ocenia i czasem gra na chybił trafił.
computer-about-2 = Patrzy dwa półruchy naprzód i czasem źle ocenia.
computer-about-3 = Patrzy trzy półruchy naprzód, najwyżej przez sekundę.
computer-about-4 = Myśli nad ruchem około sekundy.
computer-about-5 = Myśli nad ruchem około trzech sekund.
computer-clock = Czas mierzy serwer: zegar rusza, gdy pierwszy raz siadasz do partii, i chodzi do jej końca, czy jesteś, czy nie.
computer-unrated = Partie z komputerem nie są liczone do rankingu. Wychodź, kiedy chcesz: partia czeka na twojej liście.
# A game's row in the lobby: who the member plays ($level 1–5).
computer-row = komputer, poziom { $level }
computer-none = na tym serwerze nie ma komputera do gry
# $count: how many searches are ahead of the computer's in the server's queue.
computer-queued = Komputer myśli: przed nim w kolejce { $count ->
    [one] jest { $count } obliczenie.
    [few] są { $count } obliczenia.
   *[many] jest { $count } obliczeń.
}
# The plain lobby's command word (one word, lower case).
computer-plain-cmd = komputer
computer-plain-help = partia z komputerem: poziom od 1 do 5, a potem może twój kolor, rodzaj gry i zegar, np. komputer 2 black Base 5+3.
computer-plain-level = Podaj poziom komputera, od 1 (najsłabszy) do 5, np. komputer 1.
computer-plain-wrong = { $text } to ani poziom (1–5), ani kolor (white, black), ani rodzaj gry (Base, Base+MLP), ani zegar (5+3, none).
# $level: computer-level; $play: the lobby's word for play.
computer-plain-made = Partia { $number } gotowa, z komputerem na poziomie { $level }: { $play } { $number } sadza cię przy niej.
