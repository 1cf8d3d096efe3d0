### Ajustes propios de un miembro del club en el lobby.

member-key-language = F2 idioma (se guarda para tus próximas visitas)
# The lobby's list page: F2 changes the language (the member's page says it is kept).
lobby-key-language = F2 idioma
