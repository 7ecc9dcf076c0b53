from .auth import bp as auth_bp
from .docs import bp as docs_bp
from .labels import bp as labels_bp
from .shipments import bp as shipments_bp
from .tracking import bp as tracking_bp

ALL = [auth_bp, docs_bp, labels_bp, shipments_bp, tracking_bp]
