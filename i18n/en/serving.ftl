### What `hive serve` and `hive play --invite` tell a guest at the door: why a login was
### refused (shown by their ssh before it gives up).

serving-no-such-code = No game here has this code: check it against the line the host gave you, or ask them for a new one.
serving-other-key = This seat belongs to the key that first took it: connect with that key (ssh -i).
serving-not-listed = The lobby takes only the keys its host listed, and yours is not one of them.
# $seconds: how long until this address may try again.
serving-too-many-failures = Too many failed logins from your address (or from everyone's at once): try again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
# $fingerprint: the server's host key (ED25519 SHA256:…), shown to the host beside the invitations.
serving-host-key = Server key (guests may check it when ssh asks): { $fingerprint }
serving-lobby-rulebook-opening = Rulebook opening (the Queen by the fourth move, the first one too); every move is saved.
serving-refusal-offered-this-move = You have offered a draw this move: offer again after your next move.
serving-lobby-leave-question = Leave the lobby? Your games go on being served.
serving-lobby-keys-leave = y leave · n or Esc stay
# Why a guest who is in was not given a game (said on their terminal, in their language).
serving-needs-terminal = hive is played in a terminal: connect with ssh -t (a terminal for the session).
serving-shutting-down = The server is shutting down.
serving-cannot-start = The server cannot start a game now: try again in a moment.
# $seconds: how long the server takes to find a dead connection (its keep-alives).
serving-seat-taken = Someone is already playing with this code. If that was you and your connection died, try again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
serving-code-revoked = The host has withdrawn this code: ask them for a new one.
