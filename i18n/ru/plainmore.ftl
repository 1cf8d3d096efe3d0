### Уроки в простом режиме, ответы о фишках в руке, род насекомого и почему введённое —
### не ход (доводы нотации, и для строки ввода на доске).


plain-why-unplaceable = { $piece } в руке, и поставить её сейчас нельзя: { $why }.
plain-why-placeable = { $piece } в руке, её можно поставить: введите { $moves } { $piece }, чтобы узнать куда.

plain-gender = { $bug ->
    [queen] f
    [ladybug] f
    [pillbug] f
   *[other] m
}

notation-empty = ничего не введено: ход — это фишка и куда она идёт, например wA1 -bG1
notation-too-many-parts = { $text } — ход — это фишка и не больше одной фишки рядом, например wA1 -bG1
notation-two-marks = { $text } — знак (- / \) ставится до или после фишки, но не с обеих сторон
notation-not-a-piece = { $text } — не фишка: нужны цвет w или b, буква (Q S B G A M L P) и номер, например wQ или bA2
notation-no-such-number = { $text } — у каждой стороны { $count } { $bug_gen }, номера { $number } нет
notation-unique = { $text } — фишка { $bug } у каждой стороны одна, номер не нужен: пишите { $short }
notation-which = { $text } — какая фишка { $bug }? Укажите номер от 1 до { $count }
notation-no-reference = для { $piece } укажите фишку рядом (без неё пишется только первый ход)
notation-reference-not-placed = фишки { $piece } нет на столе, рядом с ней ничего не поставить
notation-reference-not-in-game = в игре { $game } нет фишки { $piece }
notation-side-occupied = { $text } указывает на занятое место рядом с { $piece }; ход на стопку называет верхнюю фишку, например { $climb }
