### What a guest of `hive serve` is told as their connection ends.

farewell-server-stopped = The host stopped the server; your game is saved.
farewell-idle = Disconnected: no key pressed for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
farewell-too-slow = Disconnected: the connection did not keep up.
# The guest pasted (or sent) more at once than the server's input cap: the bytes dropped, the connection closed.
farewell-flooded = Disconnected: you sent more at once than the server takes from a terminal (a very long paste?). It was dropped; your game is saved. Paste less at a time.
# The same seat's key came in on another connection, which has the game now.
farewell-taken-over = Disconnected: your key took this seat on another connection, where the game goes on.
# $why: one of the reasons below, or the server's own words.
farewell-stopped = The game stopped: { $why }
farewell-seat-taken = { $side }'s seat is taken
farewell-no-seat = this invite has no seat in the game
farewell-no-lobby = this server has no lobby

## Why the shared game's room did not take what this screen proposed.
refusal-watching = You are watching: only the players act.
refusal-over = The game is over.
refusal-not-your-turn = It is not your turn.
# $why: the rules' reason.
refusal-illegal = That move is illegal: { $why }.
refusal-offer-stands = Your draw offer stands: wait for the answer.
refusal-no-offer = No draw is offered to you.
refusal-clock-not-out = The clock has not run out.
refusal-not-saved = Not played: the game could not be saved ({ $why }).

## Why the room sent this screen out of the game.
sent-out-closed = The game's owner closed it. Every move played is saved.
sent-out-owner-renewed = The game's owner gave it new codes: ask them for the new line. Every move played is saved.
sent-out-host-renewed = The host gave this game new codes: ask them for the new line. Every move played is saved.
sent-out-seat-renewed = The host gave this seat a new code. Every move played is saved.

# A game a player left (`hive serve --claim-after`).
refusal-claim-on-clock = A game on a clock is decided by the clock: there is nothing to claim.
refusal-no-claims = This server takes no claims of a game a player left.
refusal-not-away = Your opponent is not away: there is nothing to claim.
refusal-not-away-yet = Your opponent has not been away long enough: claim again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
