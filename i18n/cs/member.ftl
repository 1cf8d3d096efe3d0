### Vlastní nastavení člena klubu v lobby.

member-key-language = F2 jazyk (zůstane i pro další návštěvy)
# The lobby's list page: F2 changes the language (the member's page says it is kept).
lobby-key-language = F2 jazyk
