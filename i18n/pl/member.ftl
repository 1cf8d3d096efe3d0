### Własne ustawienia członka klubu w lobby.

member-key-language = F2 język (zapamiętany na kolejne wizyty)
# The lobby's list page: F2 changes the language (the member's page says it is kept).
lobby-key-language = F2 język
