from flask import Flask


def create_app():
    app = Flask(__name__)
    app.config["MODEL_DIR"] = "/srv/models"
    from .api import api
    from .datasets import datasets
    app.register_blueprint(api, url_prefix="/v1")
    app.register_blueprint(datasets, url_prefix="/v1/datasets")
    return app
