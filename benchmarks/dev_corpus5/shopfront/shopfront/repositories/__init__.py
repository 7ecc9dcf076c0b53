from shopfront.repositories.orders import OrderRepository
from shopfront.repositories.products import ProductRepository

__all__ = ["OrderRepository", "ProductRepository"]
