/// Words that give a receipt's category away, in several languages. Written folded (lower
/// case, no accents); a word matches a whole word of the merchant or the receipt, a phrase a
/// run of whole words. Add a language by adding its words.
enum CategoryKeywords {
    /// Words that say where a shop is rather than what it is (`... SUNWAY PYRAMID MALL` under a
    /// restaurant's name): they decide only when nothing else does.
    static let placeWords: Set<String> = ["mall", "outlet"]

    static let table: [(DefaultCategory, [String])] = [
        (
            .accommodation,
            [
                "hotel", "hostel", "motel", "inn", "airbnb", "guesthouse", "guest house", "resort", "lodge",
                "pension", "gasthof", "gasthaus", "ferienwohnung", "ubernachtung", "auberge", "chambre d'hote",
                "chambres d'hotes", "nuitee", "albergo", "locanda", "hostal", "pousada", "apartments", "b&b",
                "bed and breakfast", "room charge", "taxe de sejour", "city tax", "kurtaxe",
            ]
        ),
        (
            .food,
            [
                "cafe", "caffe", "coffee", "kaffee", "restaurant", "ristorante", "restaurante", "brasserie", "bistro",
                "bistrot", "pub", "tavern", "taverna", "trattoria", "osteria", "pizzeria", "pizza", "diner",
                "grill", "steakhouse", "sushi", "ramen", "kebab", "burger", "mcdonald's", "starbucks", "bakery",
                "boulangerie", "patisserie", "backerei", "baeckerei", "konditorei", "gaststatte", "gaststaette",
                "wirtshaus", "brauhaus", "bierhaus", "imbiss", "biergarten", "cantina", "tapas", "cerveceria",
                "creperie", "eetcafe", "gelateria", "eiscafe", "canteen", "kantine", "food court",
                "free house", "gastropub", "brewery", "brauerei", "kneipe", "weinstube", "bierstube",
                // Plurals as shop names print them, and Malay and Indonesian (restoran, kedai
                // makan: eating house, kopitiam: coffee shop, warung: food stall).
                "restaurants", "cafes", "bakeries", "restoran", "kedai makan", "kopitiam", "mamak", "warung",
                "rumah makan", "bakeri", "kafe",
                // What a bill at a table says: the table, the guests, who served them, the tip.
                "table", "tisch", "mesa", "tavolo", "guests", "guest check", "server", "waiter", "kellner",
                "bedienung", "camarero", "cameriere", "coperto", "coperti", "couverts", "pax", "gratuity", "tip",
                "dine in", "dine-in", "dining", "take out", "take away", "takeaway", "carry out", "carryout",
                "to go", "drive thru", "lunch", "dinner", "breakfast", "buffet", "bbq", "barbecue", "eatery",
                "cuisine", "kitchen", "beverage", "burgers", "nasi", "kopi", "makan",
                "chk", "tbl", "served by", "public house", "antipasti", "starters", "desserts",
            ]
        ),
        (
            .groceries,
            [
                "supermarket", "supermarkt", "supermarche", "supermercado", "supermercato", "grocery", "groceries",
                "epicerie", "lebensmittel", "alimentari", "minimarket", "hypermarche", "lidl", "aldi", "rewe", "edeka",
                "penny", "netto", "kaufland", "carrefour", "monoprix", "franprix", "intermarche", "auchan", "leclerc",
                "tesco", "sainsbury's", "waitrose", "morrisons", "asda", "migros", "coop", "spar", "albert heijn",
                "jumbo", "mercadona", "conad", "esselunga", "billa", "hofer", "denner", "7-eleven",
                "market", "mart", "minimart", "mini market", "hypermarket", "cash & carry", "wholesale", "foods",
                "meats", "meat market", "butcher", "metzgerei", "produce", "vegetables", "pasar", "sayur",
                "pfand", "leergut",
                // Staples by name: rice, flour, sugar, sauce, soy sauce, salt, eggs, milk in Malay.
                "beras", "tepung", "gula", "sos", "kicap", "garam", "telur", "susu", "milk", "eggs", "flour",
            ]
        ),
        (
            .transport,
            [
                "taxi", "uber", "bolt", "metro", "u-bahn", "s-bahn", "ubahn", "sbahn", "tram", "bus", "train",
                "railway", "bahn", "deutsche bahn", "sncf", "ratp", "tfl", "trenitalia", "renfe", "sbb", "obb",
                "eurostar", "thalys", "flixbus", "airline", "airlines", "airways", "flight", "ryanair", "easyjet",
                "lufthansa", "air france", "klm", "parking", "parkhaus", "parkplatz", "parcheggio", "aparcamiento",
                "garage", "fuel", "petrol", "gasoline", "diesel", "tankstelle", "benzin", "essence", "carburant",
                "gazole", "gasolina", "benzina", "carburante", "shell", "esso", "aral", "texaco", "totalenergies",
                "car rental", "hertz", "sixt", "europcar", "avis", "toll", "peage", "maut", "autostrada", "fahrkarte",
                "fahrschein", "billet", "biglietto", "ferry", "fahre",
                "unleaded", "ron95", "ron97", "litre", "liter", "litres", "gallons", "car park", "carpark",
                "car wash", "carwash", "transit", "rail", "fare",
            ]
        ),
        (
            .activities,
            [
                "museum", "musee", "museo", "gallery", "galerie", "theatre", "theater", "teatro", "cinema", "kino",
                "concert", "konzert", "opera", "oper", "zoo", "aquarium", "tour", "tours", "excursion", "ausflug",
                "eintritt", "eintrittskarte", "entree", "admission", "ingresso", "entrada", "ticketmaster", "louvre",
                "castle", "schloss", "chateau", "spa", "therme", "ski pass", "skipass", "bowling",
            ]
        ),
        (
            .shopping,
            [
                "boutique", "department store", "kaufhaus", "warenhaus", "grand magasin", "galeries lafayette",
                "mall", "outlet", "souvenir", "souvenirs", "gift shop", "bookshop", "bookstore", "buchhandlung",
                "librairie", "ikea", "zara", "primark", "uniqlo", "decathlon", "fnac", "media markt", "mediamarkt",
                "saturn", "apotheke", "pharmacie", "pharmacy", "farmacia", "drogerie", "dm-drogerie", "rossmann",
                "boots",
                "hardware", "stationery", "stationary", "books", "electrical", "electronics", "furniture", "toys",
                "cosmetics", "beauty", "clothing", "apparel", "shoes", "optical", "florist", "diy",
                "shopping center", "shopping centre", "mr d i y",
                // What a hardware shop sells.
                "paint", "cement", "spanner", "screws", "nails", "drill", "hose", "gloves", "glove", "brush",
                "cutting disc", "roofing", "plywood", "socket", "bulb", "welding",
            ]
        ),
        (
            .fees,
            [
                "bank", "atm", "fee", "fees", "gebuhr", "gebuehr", "gebuhren", "frais", "commissione", "commission",
                "comision", "insurance", "versicherung", "assurance", "assicurazione", "visa fee",
                "laundry", "wascherei", "laverie", "lavanderia", "post office", "la poste", "deutsche post",
                "roaming", "sim card", "prepaid", "hosting", "subscription", "abonnement",
                "photocopy", "printing", "workmanship", "repair",
            ]
        ),
    ]
}
