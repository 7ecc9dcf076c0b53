import falcon
import requests

from ..config import OPEN_METEO


class WeatherResource(object):
    def on_get(self, req, resp):
        station = req.get_param("station_url")
        if station:
            data = requests.get(station, timeout=10).json()
        else:
            lat = req.get_param_as_float("lat", required=True)
            lon = req.get_param_as_float("lon", required=True)
            data = requests.get(OPEN_METEO, params={"latitude": lat, "longitude": lon,
                                                    "hourly": "temperature_2m"}, timeout=10).json()
        resp.media = data
        resp.status = falcon.HTTP_200
