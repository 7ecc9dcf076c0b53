from keyhole import create_app
from keyhole.config import ProductionConfig

app = create_app(ProductionConfig)
app.debug = True
