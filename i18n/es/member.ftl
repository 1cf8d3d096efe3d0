### Ajustes propios de un miembro del club en el lobby.

member-key-language = F2 idioma (se guarda para tus próximas visitas)
