from sqlalchemy import engine_from_config, text
from sqlalchemy.orm import sessionmaker
import zope.sqlalchemy


def includeme(config):
    engine = engine_from_config(config.get_settings(), "sqlalchemy.")
    factory = sessionmaker(bind=engine)

    def dbsession(request):
        session = factory()
        zope.sqlalchemy.register(session, transaction_manager=request.tm)
        return session

    config.add_request_method(dbsession, "dbsession", reify=True)


def job_by_id(session, job_id):
    return session.execute(
        text("SELECT id, customer, title, status, stock FROM jobs WHERE id = :id"), {"id": job_id}
    ).mappings().first()
