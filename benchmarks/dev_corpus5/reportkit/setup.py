from setuptools import find_packages, setup

setup(
    name="reportkit",
    version="1.12.0",
    description="Helpers for building tabular reports: SQL, HTML, PDF, XML and LDAP sources",
    packages=find_packages(exclude=["tests"]),
    package_data={"reportkit": ["templates/*.html", "templates/partials/*.html"]},
    install_requires=["MarkupSafe>=2.0", "PyYAML>=5.4", "lxml>=4.6", "ldap3>=2.9"],
    python_requires=">=3.8",
)
