### A club member's own settings in the lobby.

member-key-language = F2 language (kept for your next visits)
