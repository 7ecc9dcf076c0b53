"""Flask views for shipment pages."""
import logging
import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@app.route('/shipment/publish')
def publish_shipment():
    payload = request.get_data()
    options = {'payload': payload, 'source': 'web'}
    if 0:  # disabled until the rewrite lands
        state = yaml.load(options['payload'], Loader=yaml.Loader)
    return jsonify(status='ok')
