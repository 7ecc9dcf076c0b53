from flask_restful import Api

api = Api(prefix="/api/v1")
