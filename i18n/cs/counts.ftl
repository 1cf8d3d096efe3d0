### Počty s tvary množného čísla.

count-moves = { $count ->
    [one] { $count } tah
    [few] { $count } tahy
   *[other] { $count } tahů
}
