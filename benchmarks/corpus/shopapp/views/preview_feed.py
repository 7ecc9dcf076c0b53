"""Flask views for feed pages."""
from dataclasses import dataclass
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@dataclass
class FeedSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/feed/preview', methods=['GET', 'POST'])
def preview_feed():
    upload = request.get_data()
    upload = upload.strip()
    root = etree.fromstring(upload)
    items = [node.text for node in root]
    return '', 204
