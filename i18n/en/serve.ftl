### What a guest of `hive serve` is told as their connection ends.

farewell-server-stopped = The host stopped the server; your game is saved.
farewell-idle = Disconnected: no key pressed for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
farewell-too-slow = Disconnected: the connection did not keep up.
# $why: one of the reasons below, or the server's own words.
farewell-stopped = The game stopped: { $why }
farewell-seat-taken = { $side }'s seat is taken
farewell-no-seat = this invite has no seat in the game
farewell-no-lobby = this server has no lobby
