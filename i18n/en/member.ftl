### A club member's own settings in the lobby.

member-key-language = F2 language (kept for your next visits)
# The lobby's list page: F2 changes the language (the member's page says it is kept).
lobby-key-language = F2 language
