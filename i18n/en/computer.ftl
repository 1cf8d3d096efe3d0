### A game against the computer in the club's lobby (key c), and its plain command.

computer-key = c computer
computer-keys = ↑↓ choose · ←→ change · 1–5 level · w/b your colour · Enter play · Esc back
computer-title = A game against the computer
computer-field-level = Level:
# A level: $number 1–5, $name its name (computer-level-N).
computer-level = { $number } · { $name }
computer-level-1 = beginner
computer-level-2 = casual
computer-level-3 = intermediate
computer-level-4 = strong
computer-level-5 = expert
computer-about-1 = It looks one move ahead, misjudges a lot and now and then plays at random.
computer-about-2 = It looks two plies ahead and misjudges now and then.
computer-about-3 = It looks three plies ahead, for at most a second.
computer-about-4 = It thinks for about a second a move.
computer-about-5 = It thinks for about three seconds a move.
computer-clock = The server keeps the time: it starts when you first sit down and runs until the game ends, whether you are here or not.
computer-unrated = Games against the computer are not rated. Leave whenever you like: the game waits in your list.
# A game's row in the lobby: who the member plays ($level 1–5).
computer-row = computer, level { $level }
computer-none = this server has no computer to play
# $count: how many searches are ahead of the computer's in the server's queue.
computer-queued = The computer is thinking: { $count ->
    [one] { $count } search is ahead of it.
   *[other] { $count } searches are ahead of it.
}
# The plain lobby's command word (one word, lower case).
computer-plain-cmd = computer
computer-plain-help = a game against the computer: a level 1 to 5, then maybe your colour, a game type and a clock, such as computer 2 black Base 5+3.
computer-plain-level = Say the computer's level, 1 (the weakest) to 5, such as computer 1.
computer-plain-wrong = { $text } is not a level (1 to 5), a colour (white, black), a game type (Base, Base+MLP) nor a clock (5+3, none).
# $level: computer-level; $play: the lobby's word for play.
computer-plain-made = Game { $number } made, against the computer at level { $level }: { $play } { $number } sits you at it.
