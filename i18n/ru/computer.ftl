### A game against the computer in the club's lobby (key c), and its plain command.

computer-key = c компьютер
computer-keys = ↑↓ выбор · ←→ изменить · 1–5 уровень · w/b ваш цвет · Enter играть · Esc назад
computer-title = Партия с компьютером
computer-field-level = Уровень:
# A level: $number 1–5, $name its name (computer-level-N).
computer-level = { $number } · { $name }
computer-level-1 = новичок
computer-level-2 = любитель
computer-level-3 = средний
computer-level-4 = сильный
computer-level-5 = эксперт
computer-about-1 = Смотрит на один ход вперёд, часто ошибается в оценке и иногда ходит наугад.
computer-about-2 = Смотрит на два полухода вперёд и порой ошибается в оценке.
computer-about-3 = Смотрит на три полухода вперёд, не дольше секунды.
computer-about-4 = Думает около секунды над ходом.
computer-about-5 = Думает около трёх секунд над ходом.
computer-clock = Время ведёт сервер: часы пускаются, когда вы впервые садитесь за партию, и идут до её конца, здесь вы или нет.
computer-unrated = Партии с компьютером не влияют на рейтинг. Уходите когда угодно: партия ждёт в вашем списке.
# A game's row in the lobby: who the member plays ($level 1–5).
computer-row = компьютер, уровень { $level }
computer-none = на этом сервере нет компьютера для игры
# $count: how many searches are ahead of the computer's in the server's queue.
computer-queued = Компьютер думает: перед ним в очереди { $count ->
    [one] { $count } расчёт.
    [few] { $count } расчёта.
   *[many] { $count } расчётов.
}
# The plain lobby's command word (one word, lower case).
computer-plain-cmd = компьютер
computer-plain-help = партия с компьютером: уровень от 1 до 5, затем, если хотите, ваш цвет, вид игры и часы, например компьютер 2 black Base 5+3.
computer-plain-level = Назовите уровень компьютера, от 1 (самый слабый) до 5, например компьютер 1.
computer-plain-wrong = { $text } — не уровень (1–5), не цвет (white, black), не вид игры (Base, Base+MLP) и не часы (5+3, none).
# $level: computer-level; $play: the lobby's word for play.
computer-plain-made = Партия { $number } создана, против компьютера уровня { $level }: { $play } { $number } сажает вас за неё.
