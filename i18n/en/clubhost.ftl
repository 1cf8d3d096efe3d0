### `hive club` at the host's terminal: what it refuses.

## `hive club bind NAME KEY`. $name: the member; $text: what was given as their new key.
clubhost-bind-no-key = No key given: { $name }'s key is unchanged. Give their public key (the line of their .pub file, in quotes) or its fingerprint (SHA256:…, as ssh-keygen -lf prints it).
clubhost-bind-bad-fingerprint = "{ $text }" is not a SHA-256 fingerprint (SHA256: and 43 characters, as ssh-keygen -lf prints it): { $name }'s key is unchanged.
# $why: what the key's reader said (in English).
clubhost-bind-bad-key = "{ $text }" is not a public key ({ $why }): { $name }'s key is unchanged.
clubhost-bind-not-a-key = "{ $text }" is neither a public key (ssh-ed25519 AAAA…, the line of a .pub file) nor a fingerprint (SHA256:…): { $name }'s key is unchanged.

## `hive club tournaments ID`. $id: the number given.
clubhost-no-tournament = There is no tournament { $id }: hive club tournaments lists them.
# `hive club tournaments ID` of a tournament started with no result in: said before its players (all on 0).
clubhost-tournament-no-result = Round { $round } is under way: no result is in yet. The players, by seed:
# `hive club tournaments ID` of a tournament still open for entries.
clubhost-tournament-not-started = The tournament is open for entries ({ $entrants } of { $capacity } players) and has not started: no standings yet.
