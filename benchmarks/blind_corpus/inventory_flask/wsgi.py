import os

from inventory import create_app
from inventory.cli import inv_cli

app = create_app(os.environ.get("INVENTORY_ENV", "production"))
app.cli.add_command(inv_cli)
