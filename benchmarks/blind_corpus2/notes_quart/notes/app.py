import os

from quart import Quart, g, request

from . import automation, links, printing, transfer, views


def create_app():
    app = Quart(__name__)
    app.config["SECRET_KEY"] = os.environ["NOTES_SECRET_KEY"]
    for module in (views, links, automation, transfer, printing):
        app.register_blueprint(module.bp)

    @app.before_request
    async def identify():
        # Team deployment: the reverse proxy authenticates and passes the user on;
        # notebooks are shared inside the team.
        g.user_id = request.headers.get("X-Forwarded-User", "anonymous")

    return app


app = create_app() if os.environ.get("NOTES_SECRET_KEY") else None

if __name__ == "__main__":
    create_app().run(host="127.0.0.1", port=5050, debug=os.environ.get("QUART_DEBUG") == "1")
