FARES = {"adulte": 22.4, "enfant": 13.1, "voiture": 96.0}
