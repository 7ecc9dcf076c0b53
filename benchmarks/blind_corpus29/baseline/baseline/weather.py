import requests
from bottle import Bottle, request

app = Bottle()

MET_URL = "https://api.open-meteo.com/v1/forecast?latitude=51.50&longitude=-0.12&hourly=precipitation"


@app.get("/weather")
def forecast():
    return requests.get(MET_URL, timeout=5).json()


@app.get("/weather/radar")
def radar():
    tile = request.query.get("tile_url", "")
    img = requests.get(tile, timeout=5)
    return img.content
