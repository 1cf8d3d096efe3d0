### Własne ustawienia członka klubu w lobby.

member-key-language = F2 język (zapamiętany na kolejne wizyty)
