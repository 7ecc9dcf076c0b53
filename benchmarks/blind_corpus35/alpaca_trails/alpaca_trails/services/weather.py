import requests

MET_API = "https://api.weather-service.example/v2/point-forecast"
FARM_LAT, FARM_LON = 54.38, -2.91


def forecast_for(day):
    resp = requests.get(MET_API, params={"lat": FARM_LAT, "lon": FARM_LON, "date": day.isoformat()}, timeout=5)
    resp.raise_for_status()
    return resp.json().get("summary", "")
