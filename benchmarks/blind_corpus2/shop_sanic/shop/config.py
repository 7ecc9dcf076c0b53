import os

DATABASE_URL = os.environ.get("SHOP_DATABASE_URL", "postgresql://shop@localhost/shop")
STATIC_ROOT = os.environ.get("SHOP_STATIC", "/srv/shop/static")
UPLOAD_ROOT = os.environ.get("SHOP_UPLOADS", "/srv/shop/uploads")
PUBLIC_HOST = "shop.lindqvist-design.se"
ALLOWED_RETURN_HOSTS = {"shop.lindqvist-design.se", "www.lindqvist-design.se", "m.lindqvist-design.se"}

STRIPE_PUBLISHABLE_KEY = "pk_live_51HqLmXKx8ZsT2vB9cY7wQ3eR5tU1iO0pA4sD6fG8hJ"
STRIPE_SECRET_KEY = "sk_live_51HqLmXKx8ZsT2vB9rN4mP7kL2jH5gF3dS1aQ9wE6rT8yU0iO"

CARRIERS = {
    "postnord": "https://api2.postnord.com/rest/shipment/v5/trackandtrace/findByIdentifier.json",
    "dhl": "https://api-eu.dhl.com/track/shipments",
    "ups": "https://onlinetools.ups.com/track/v1/details",
}
