### Vlastní nastavení člena klubu v lobby.

member-key-language = F2 jazyk (zůstane i pro další návštěvy)
