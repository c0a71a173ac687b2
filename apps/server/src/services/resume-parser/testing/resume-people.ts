import type { ResumeLanguage } from './resume-languages.ts';

/** Names, places and schools a generated resume draws from, by the language it is written in. */
type People = {
  firstNames: string[];
  lastNames: string[];
  /** [city as the place list spells it, country code, country as the resume writes it] */
  places: [string, string, string][];
  schools: string[];
  companies: string[];
};

export const PEOPLE: Record<ResumeLanguage, People> = {
  en: {
    firstNames: ['Olivia', 'James', 'Amara', 'Noah', 'Priya', 'Liam', 'Chloe', 'Kwame', 'Sofia', 'Ethan'],
    lastNames: ['Smith', 'Okafor', 'Patel', "O'Connor", 'Nguyen', 'Johnson', 'Walker', 'McAllister', 'Fernandes', 'Thompson'],
    places: [['Austin', 'US', 'TX'], ['London', 'GB', 'United Kingdom'], ['Toronto', 'CA', 'Canada'], ['Dublin', 'IE', 'Ireland'], ['Sydney', 'AU', 'Australia'], ['Seattle', 'US', 'USA'], ['Manchester', 'GB', 'UK']],
    schools: ['University of Texas at Austin', 'University of Manchester', 'Trinity College Dublin', 'University of Toronto', 'Georgia Institute of Technology', 'Imperial College London'],
    companies: ['Globex Corporation', 'Initech', 'Contoso Ltd', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises', 'Hooli', 'Vandelay Industries', 'Pied Piper', 'Soylent Foods'],
  },
  fr: {
    firstNames: ['Élodie', 'Théo', 'Camille', 'Mathéo', 'Inès', 'Baptiste', 'Léa', 'Jérôme'],
    lastNames: ['Lefèvre', 'Girard', 'Dubois', 'Moreau', 'Faure', 'Rousseau', 'Benali', 'Lemaître'],
    places: [['Lyon', 'FR', 'France'], ['Paris', 'FR', 'France'], ['Bordeaux', 'FR', 'France'], ['Brussels', 'BE', 'Belgique'], ['Nantes', 'FR', 'France']],
    schools: ['Université Claude Bernard Lyon 1', 'École Polytechnique', 'Université de Bordeaux', 'INSA Lyon', 'Sorbonne Université'],
    companies: ['Capgemini', 'Société Générale', 'Decathlon SA', 'Atos', 'Criteo', 'Alstom', 'BlaBlaCar', 'Doctolib'],
  },
  de: {
    firstNames: ['Jürgen', 'Lena', 'Maximilian', 'Anja', 'Lukas', 'Sophie', 'Jörg', 'Katharina'],
    lastNames: ['Müller', 'Schröder', 'Weiß', 'Becker', 'Hoffmann', 'Groß', 'Krüger', 'von Bergen'],
    places: [['Berlin', 'DE', 'Deutschland'], ['Hamburg', 'DE', 'Deutschland'], ['München', 'DE', 'Deutschland'], ['Wien', 'AT', 'Österreich'], ['Zürich', 'CH', 'Schweiz']],
    schools: ['Technische Universität München', 'Humboldt-Universität zu Berlin', 'Universität Hamburg', 'Hochschule für Technik und Wirtschaft Berlin', 'ETH Zürich'],
    companies: ['Siemens AG', 'Zalando SE', 'Bosch GmbH', 'SAP SE', 'Delivery Hero', 'N26 GmbH', 'Personio', 'Otto Group'],
  },
  es: {
    firstNames: ['José', 'Lucía', 'Álvaro', 'María', 'Iñigo', 'Carmen', 'Sergio', 'Nuria'],
    lastNames: ['Martínez', 'Fernández', 'García López', 'Ruiz', 'Núñez', 'Ortega', 'de la Cruz', 'Muñoz'],
    places: [['Madrid', 'ES', 'España'], ['Sevilla', 'ES', 'España'], ['Barcelona', 'ES', 'España'], ['Valencia', 'ES', 'España'], ['Mexico City', 'MX', 'México']],
    schools: ['Universidad de Sevilla', 'Universidad Politécnica de Madrid', 'Universitat de Barcelona', 'Universidad Nacional Autónoma de México'],
    companies: ['Telefónica', 'BBVA', 'Inditex', 'Cabify', 'Glovo', 'Mercadona S.A.', 'Indra Sistemas', 'Iberdrola'],
  },
  pl: {
    firstNames: ['Łukasz', 'Agnieszka', 'Paweł', 'Małgorzata', 'Krzysztof', 'Zofia', 'Michał', 'Joanna'],
    lastNames: ['Żółkiewski', 'Wójcik', 'Kowalczyk', 'Szymańska', 'Nowak', 'Wiśniewski', 'Dąbrowska', 'Lewandowski'],
    places: [['Warszawa', 'PL', 'Polska'], ['Kraków', 'PL', 'Polska'], ['Wrocław', 'PL', 'Polska'], ['Gdańsk', 'PL', 'Polska'], ['Poznań', 'PL', 'Polska']],
    schools: ['Uniwersytet Warszawski', 'Politechnika Warszawska', 'Akademia Górniczo-Hutnicza', 'Uniwersytet Jagielloński', 'Politechnika Wrocławska'],
    companies: ['Allegro', 'CD Projekt', 'Asseco Poland', 'PKO Bank Polski', 'Comarch', 'LPP SA', 'Orlen', 'Brainly'],
  },
  it: {
    firstNames: ['Giulia', 'Lorenzo', 'Chiara', 'Niccolò', 'Francesca', 'Matteo', 'Alessandra', 'Davide'],
    lastNames: ['Bianchi', 'Rossi', 'Esposito', 'Ferrari', 'Romano', 'Colombo', 'Galli', 'De Luca'],
    places: [['Milano', 'IT', 'Italia'], ['Roma', 'IT', 'Italia'], ['Torino', 'IT', 'Italia'], ['Bologna', 'IT', 'Italia']],
    schools: ['Politecnico di Milano', 'Università di Bologna', 'Sapienza Università di Roma', 'Università degli Studi di Torino'],
    companies: ['Eni', 'Luxottica', 'Pirelli', 'Satispay', 'Yoox Net-a-Porter', 'Enel', 'UniCredit', 'Ferrero'],
  },
};

/** Names in scripts other than Latin: [first, last, written as]. */
export const NON_LATIN_NAMES: [string, string, string][] = [
  ['Иван', 'Петров', 'Иван Петров'],
  ['Анна', 'Смирнова', 'Анна Смирнова'],
  ['伟', '王', '王伟'],
  ['Ελένη', 'Παπαδοπούλου', 'Ελένη Παπαδοπούλου'],
];
