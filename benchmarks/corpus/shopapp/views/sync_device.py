"""Flask views for device pages."""
from decimal import Decimal
from flask import Flask, render_template_string, request

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/device/sync', methods=['POST'])
def sync_device():
    query = request.args.get('query', '')
    return render_template_string(f"<h1>Hello {query}</h1>")
