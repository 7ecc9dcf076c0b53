from flask import Blueprint
from flask_restx import Api

from .integrations import ns as integrations_ns
from .kb import ns as kb_ns
from .macros import ns as macros_ns

api_bp = Blueprint("api", __name__)
api = Api(api_bp, title="Helpdesk API", version="1.4", doc="/docs")
api.add_namespace(kb_ns, path="/kb")
api.add_namespace(macros_ns, path="/macros")
api.add_namespace(integrations_ns, path="/integrations")
