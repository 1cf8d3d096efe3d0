### The club in `hive serve`'s lobby: ratings, the leaderboard, signing up.

# The rating pools, by a game's speed.
clubroom-pool-bullet = bullet
clubroom-pool-blitz = blitz
clubroom-pool-rapid = rapid
clubroom-pool-classic = classic
clubroom-pool-correspondence = correspondence
clubroom-pool-untimed = untimed

clubroom-keys-list = ↑↓ choose · Enter play · i invites · n new game · x close game · l leaderboard · m your page · q leave
clubroom-keys-board = ←→ another speed · Esc back
clubroom-no-ratings = No rated games yet: a game with another member, played to its end, is rated.
# $ratings: each pool's name and rating, as "blitz 1523, untimed 1500?".
clubroom-your-ratings = Your ratings: { $ratings }
# $pool: a pool's name (clubroom-pool-…).
clubroom-leaderboard = Leaderboard: { $pool }
clubroom-board-empty = Nobody has an established rating at this speed yet.
clubroom-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
clubroom-provisional = A rating marked ? is provisional (deviation over 110) and not listed yet.

clubroom-banned = This key is banned from the club. Ask the host if you think that is a mistake.
clubroom-welcome = Welcome to the club
clubroom-choose-name = Choose your name in the club: your key is you from now on.
clubroom-name-rules = { $min } to { $max } letters or digits; _ - and . are allowed after the first.
clubroom-keys-sign-up = Enter join · Backspace erase · Esc leave
clubroom-name-length = A name has { $min } to { $max } characters.
clubroom-name-characters = A name is letters, digits, _, - and ., and starts with a letter or a digit.
clubroom-name-scripts = A name's letters are all of one alphabet.
clubroom-name-reserved = That name is kept for the server: choose another.
clubroom-name-taken = Another member has that name, or one that looks like it: choose another.
clubroom-known-key = This key is a member's already.
clubroom-too-many-sign-ups = Too many sign-ups from your address in the last hour: try again later.

# The member's own page. $pool: a pool's name (clubroom-pool-…).
clubroom-history = Your rating at { $pool } after each rated game
clubroom-history-none = No rated game at this speed yet.
# Under the rating's chart: $low, $high and $now are ratings.
clubroom-history-range = { $count ->
    [one] { $count } game
   *[other] { $count } games
}: lowest { $low }, highest { $high }, now { $now }.
clubroom-head-to-head = Head to head (wins – draws – losses):
clubroom-no-rivals = You have not played another member yet.
