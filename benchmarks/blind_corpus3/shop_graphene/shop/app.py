import os

from flask import Flask, jsonify, request
from graphql_server.flask import GraphQLView

from shop.auth import Unauthorized, login
from shop.schema import schema

app = Flask(__name__)
app.add_url_rule("/graphql", view_func=GraphQLView.as_view(
    "graphql", schema=schema.graphql_schema, graphiql=os.environ.get("SHOP_GRAPHIQL") == "1",
    get_context=lambda: request))


@app.post("/login")
def do_login():
    body = request.get_json(force=True)
    try:
        return jsonify(token=login(body["email"], body["password"]))
    except Unauthorized:
        return jsonify(error="bad credentials"), 401


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8000, debug=os.environ.get("SHOP_DEBUG") == "1")
