/// The default category of a brand's kind of place (`Brand.kind`, an OpenStreetMap tag such as
/// `amenity=restaurant`): a restaurant is Food & Drink, a fuel station Transport, a hotel
/// Accommodation, a supermarket Groceries, any other shop Shopping.
enum BrandKindCategory {
    static func category(of kind: String) -> DefaultCategory? {
        if let category = exact[kind] { return category }
        return kind.hasPrefix("shop=") ? .shopping : kind.hasPrefix("tourism=") ? .activities : nil
    }

    private static let exact: [String: DefaultCategory] = [
        "amenity=restaurant": .food, "amenity=fast_food": .food, "amenity=cafe": .food, "amenity=pub": .food,
        "amenity=bar": .food, "amenity=ice_cream": .food, "amenity=food_court": .food, "amenity=biergarten": .food,
        "shop=bakery": .food, "shop=pastry": .food, "shop=confectionery": .food, "shop=coffee": .food,
        "shop=supermarket": .groceries, "shop=convenience": .groceries, "shop=greengrocer": .groceries,
        "shop=butcher": .groceries, "shop=deli": .groceries, "shop=alcohol": .groceries, "shop=wholesale": .groceries,
        "amenity=fuel": .transport, "amenity=charging_station": .transport, "amenity=car_rental": .transport,
        "amenity=parking": .transport, "amenity=car_wash": .transport,
        "tourism=hotel": .accommodation, "tourism=motel": .accommodation, "tourism=guest_house": .accommodation,
        "tourism=hostel": .accommodation,
        "amenity=cinema": .activities, "leisure=fitness_centre": .activities,
        // A pharmacy sells as a shop does; a car's repairs and parts keep it on the road.
        "amenity=pharmacy": .shopping, "shop=car_repair": .transport, "shop=car_parts": .transport,
        "shop=tyres": .transport, "amenity=bicycle_rental": .transport,
    ]
}
