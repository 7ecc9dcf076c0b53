FARES = {"adulte": 17.5, "enfant": 10.6, "voiture": 68.0}
