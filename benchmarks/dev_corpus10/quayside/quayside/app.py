import os

from sanic import Sanic

from .blueprints import ALL
from .services import ShipmentRepo

app = Sanic("quayside")
for blueprint in ALL:
    app.blueprint(blueprint)


@app.before_server_start
async def setup(app, _loop):
    app.ctx.repo = await ShipmentRepo.connect()


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.getenv("PORT", "8080")), debug=True, auto_reload=True)
