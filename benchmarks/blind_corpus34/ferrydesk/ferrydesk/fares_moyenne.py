FARES = {"adulte": 19.9, "enfant": 11.8, "voiture": 79.0}
