### Otázky, když je na desce lekce nebo úloha.

exercise-ask-quit = Ukončit hive? Hotové lekce a vyřešené úlohy zůstanou uložené.
