### Obrazovka hry.

welcome = Vítej! Vezmi si kámen z ruky ({ $letters }), nebo stiskni ? pro nápovědu.
