/**
 * Player and coach names for the line-ups of team sports: first name and surname as the team's
 * country writes them ("Karthik Subramanian", "Lukas Becker"). A squad is a fixed draw per team under
 * the simulator's seed, so the same players turn out match after match and a restart names them alike.
 */
import { Rng } from '../prng.ts';

const list = (text: string) => text.split(',').map((s) => s.trim());

interface NameBook {
  first: readonly string[];
  last: readonly string[];
}

const book = (first: string, last: string): NameBook => ({ first: list(first), last: list(last) });

const SPANISH = book(
  'Alejandro, Diego, Javier, Carlos, Pablo, Sergio, Mateo, Lucas, Andrés, Raúl, Iker, Álvaro',
  'García, Martínez, López, Sánchez, Pérez, Gómez, Fernández, Ruiz, Díaz, Torres, Romero, Navarro',
);
const PORTUGUESE = book(
  'João, Pedro, Lucas, Gabriel, Rafael, Thiago, Bruno, Diogo, André, Vinícius, Rodrigo, Matheus',
  'Silva, Santos, Oliveira, Souza, Pereira, Costa, Ferreira, Almeida, Carvalho, Ribeiro, Gomes, Lima',
);
const ENGLISH = book(
  'James, Jack, Harry, Oliver, George, Thomas, Daniel, Ben, Sam, Joe, Luke, Ryan, Callum, Liam',
  'Smith, Jones, Taylor, Brown, Wilson, Walker, Wright, Robinson, Thompson, White, Hughes, Clarke',
);
const AMERICAN = book(
  'Michael, Chris, Tyler, Jordan, Brandon, Justin, Marcus, Kevin, Austin, Derrick, Jalen, Cole',
  'Johnson, Williams, Brown, Miller, Davis, Jackson, Harris, Martin, Thompson, Moore, Allen, Carter',
);
const AUSTRALIAN = book(
  'Jack, Lachlan, Mitchell, Cooper, Riley, Nathan, Josh, Harrison, Tom, Zac, Brodie, Hamish',
  'Smith, Kelly, Ryan, Walsh, Murphy, Campbell, Stewart, Ngata, Taylor, Mitchell, Cameron, Reid',
);
const NORDIC = book(
  'Erik, Lars, Mikael, Oskar, Emil, Anders, Jonas, Henrik, Magnus, Viktor, Mathias, Rasmus',
  'Andersson, Johansson, Nielsen, Hansen, Larsen, Karlsson, Lindqvist, Berg, Dahl, Holm, Lund, Strand',
);
const SLAVIC = book(
  'Aleksandr, Dmitri, Ivan, Sergei, Nikita, Artem, Maksim, Andrei, Pavel, Kirill, Yegor, Denis',
  'Ivanov, Petrov, Smirnov, Volkov, Kozlov, Morozov, Sokolov, Popov, Lebedev, Orlov, Pavlov, Zaitsev',
);
const WEST_SLAVIC = book(
  'Jakub, Tomasz, Piotr, Kamil, Marek, Michał, Ondřej, Lukáš, Filip, Mateusz, Adam, Patryk',
  'Nowak, Kowalski, Wiśniewski, Lewandowski, Zieliński, Novák, Svoboda, Dvořák, Krejčí, Kamiński',
);
const ARABIC = book(
  'Mohammed, Ahmed, Abdullah, Khalid, Omar, Yousef, Faisal, Salem, Hamad, Saeed, Nasser, Ali',
  'Al-Harbi, Al-Qahtani, Al-Shehri, Al-Dosari, Al-Mansoori, Al-Ghamdi, Al-Zahrani, Al-Mutairi',
);
const SOUTH_ASIAN = book(
  'Babar, Shaheen, Imran, Fakhar, Shadab, Mushfiqur, Litton, Rashid, Kusal, Dinesh, Wanindu, Asif',
  'Khan, Ahmed, Ali, Hussain, Iqbal, Rahman, Hasan, Perera, Fernando, Silva, Mendis, Chowdhury',
);
const MALAY = book(
  'Ahmad, Muhammad, Hafiz, Faiz, Amir, Rizal, Budi, Agus, Wei Jie, Jun Hao, Darren, Haziq',
  'Abdullah, Ismail, Rahman, Ibrahim, Tan, Lim, Santoso, Wijaya, Pratama, Ng, Goh, Hidayat',
);

const BOOKS: Record<string, NameBook> = {
  // Forty by forty: two squads of a match drawn from 16 by 16 shared a name about once a match.
  in: book(
    'Karthik, Arjun, Vijay, Rahul, Surya, Pradeep, Ravi, Dinesh, Naveen, Sanjay, Ashwin, Rohit, Manoj, Ajay, ' +
      'Prithvi, Varun, Shreyas, Ishan, Abhishek, Harsh, Deepak, Shivam, Sai, Mohit, Akash, Nitish, Mayank, ' +
      'Tilak, Avesh, Kuldeep, Hardik, Rajat, Dhruv, Murali, Bala, Gokul, Selva, Aravind, Vikram, Siddharth',
    'Subramanian, Krishnan, Raman, Murugan, Natarajan, Pillai, Nair, Sharma, Singh, Yadav, Patel, Reddy, ' +
      'Kumar, Iyer, Rao, Gill, Menon, Shetty, Hegde, Kamath, Verma, Chauhan, Thakur, Saini, Desai, Joshi, ' +
      'Kulkarni, Das, Bhat, Naidu, Selvam, Rajan, Sundaram, Venkatesan, Chandran, Mishra, Pandey, Tiwari, ' +
      'Dubey, Jain',
  ),
  'gb-eng': ENGLISH,
  'gb-sct': book(
    'Callum, Ross, Craig, Fraser, Euan, Scott, Kieran, Jamie, Grant, Lewis, Andrew, Stuart',
    'Campbell, Stewart, Robertson, MacDonald, Murray, Reid, Paterson, Fraser, Ross, McGregor, Kerr',
  ),
  'gb-wls': book(
    'Rhys, Gareth, Dafydd, Owen, Aaron, Dylan, Ieuan, Tomos, Gethin, Ryan, Liam, Morgan',
    'Jones, Williams, Davies, Evans, Thomas, Roberts, Hughes, Lewis, Morgan, Griffiths, Price',
  ),
  ie: book(
    'Seán, Conor, Cian, Darragh, Ciarán, Eoin, Patrick, Niall, Ronan, Shane, Kieran, Tadhg',
    "Murphy, Kelly, Byrne, Ryan, Walsh, O'Brien, Doyle, McCarthy, Gallagher, O'Sullivan, Kennedy",
  ),
  us: AMERICAN,
  ca: AMERICAN,
  au: AUSTRALIAN,
  nz: AUSTRALIAN,
  fj: AUSTRALIAN,
  za: book(
    'Siya, Eben, Pieter, Handré, Cheslin, Faf, Lukhanyo, Damian, Kagiso, Thabo, Ruan, Willie',
    'Kolisi, Etzebeth, du Toit, Pollard, Kolbe, de Klerk, Am, Mbonambi, Nortje, van der Merwe',
  ),
  jp: book(
    'Haruto, Yuto, Sota, Riku, Kaito, Ren, Takumi, Daiki, Shota, Kenta, Yuki, Naoki',
    'Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida',
  ),
  kr: book(
    'Min-jun, Seo-jun, Ji-ho, Hyun-woo, Jae-won, Sung-min, Dong-hyun, Tae-yang, Woo-jin, Jun-seo',
    'Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Shin',
  ),
  cn: book(
    'Wei, Hao, Jun, Lei, Yang, Jie, Tao, Peng, Qiang, Bo, Chen, Long',
    'Wang, Li, Zhang, Liu, Chen, Yang, Zhao, Huang, Zhou, Wu, Xu, Sun',
  ),
  de: book(
    'Lukas, Leon, Jonas, Felix, Maximilian, Niklas, Tim, Jan, Florian, Kai, Timo, Julian',
    'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Koch',
  ),
  ch: book(
    'Luca, Noah, Nico, Fabian, Silvan, Remo, Yann, Dario, Gian, Marco, Cédric, Joel',
    'Müller, Meier, Schmid, Keller, Weber, Huber, Frei, Baumann, Gerber, Brunner, Moser',
  ),
  it: book(
    'Marco, Luca, Alessandro, Francesco, Lorenzo, Matteo, Andrea, Giovanni, Davide, Federico, Simone',
    'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Conti, Gallo',
  ),
  fr: book(
    'Antoine, Hugo, Théo, Lucas, Maxime, Julien, Nicolas, Kylian, Romain, Bastien, Enzo, Mathis',
    'Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Fournier',
  ),
  be: book(
    'Thomas, Arthur, Louis, Wout, Jens, Thibaut, Dries, Romelu, Yannick, Kevin, Axel, Lander',
    'Peeters, Janssens, Maes, Jacobs, Mertens, Willems, Claes, Goossens, Wouters, De Smet',
  ),
  nl: book(
    'Daan, Sem, Bram, Lars, Thijs, Jesse, Ruben, Stijn, Teun, Joris, Wout, Niels',
    'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, de Boer',
  ),
  es: SPANISH,
  ar: SPANISH,
  mx: SPANISH,
  cu: SPANISH,
  do: SPANISH,
  ve: SPANISH,
  br: PORTUGUESE,
  pt: PORTUGUESE,
  fi: book(
    'Mikko, Juha, Antti, Jari, Ville, Sami, Teemu, Joni, Aleksi, Eetu, Lauri, Otto',
    'Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Heikkinen, Koskinen, Järvinen',
  ),
  se: NORDIC,
  no: NORDIC,
  dk: NORDIC,
  ru: SLAVIC,
  ua: SLAVIC,
  by: SLAVIC,
  kz: SLAVIC,
  lv: SLAVIC,
  lt: SLAVIC,
  rs: book(
    'Nikola, Luka, Marko, Stefan, Filip, Bogdan, Ivan, Dušan, Milan, Ante, Josip, Mateo',
    'Jovanović, Petrović, Nikolić, Marković, Đorđević, Horvat, Kovačević, Babić, Perić, Knežević',
  ),
  hr: book(
    'Luka, Ivan, Marko, Ante, Josip, Mateo, Domagoj, Filip, Karlo, Dino, Toni, Bruno',
    'Horvat, Kovačević, Babić, Marić, Jurić, Novak, Knežević, Vuković, Perić, Pavlović',
  ),
  pl: WEST_SLAVIC,
  cz: WEST_SLAVIC,
  sk: WEST_SLAVIC,
  si: WEST_SLAVIC,
  hu: book(
    'Bence, Máté, Dávid, Ádám, Levente, Dominik, Balázs, Gergő, Péter, Zsolt, Tamás, Márk',
    'Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár, Németh, Farkas, Balogh',
  ),
  gr: book(
    'Giorgos, Nikos, Kostas, Dimitris, Giannis, Vasilis, Christos, Panagiotis, Thanasis, Stelios',
    'Papadopoulos, Papadakis, Georgiou, Nikolaou, Karagiannis, Vlachos, Antoniou, Dimitriou',
  ),
  tr: book(
    'Mehmet, Mustafa, Emre, Burak, Arda, Cengiz, Kerem, Hakan, Oğuz, Yusuf, Ozan, Furkan',
    'Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Aydın, Öztürk, Arslan, Doğan, Koç',
  ),
  th: book(
    'Somchai, Chanathip, Teerasil, Supachai, Ekanit, Theerathon, Sarach, Kritsada, Pansa, Narubadin',
    'Saetang, Srisuk, Wongsa, Boonmee, Thongchai, Kaewkla, Phromma, Sukjai, Chaiyaphum, Songkrasin',
  ),
  ph: book(
    'Juan, Jose, Mark, John, Paolo, Carlo, Miguel, Rafael, Angelo, Jericho, Kiefer, Japeth',
    'Santos, Reyes, Cruz, Bautista, Ocampo, Garcia, Mendoza, Torres, Villanueva, Ramos, Aguilar',
  ),
  ir: book(
    'Ali, Mohammad, Reza, Mehdi, Hossein, Amir, Saeid, Milad, Sardar, Alireza, Morteza, Payam',
    'Hosseini, Mohammadi, Rezaei, Ahmadi, Karimi, Moradi, Jafari, Rahimi, Sadeghi, Taremi',
  ),
  pk: SOUTH_ASIAN,
  bd: SOUTH_ASIAN,
  af: SOUTH_ASIAN,
  lk: SOUTH_ASIAN,
  np: book(
    'Rohit, Sandeep, Kushal, Aasif, Dipendra, Sompal, Karan, Gulsan, Aarif, Binod, Lalit, Kamal',
    'Paudel, Lamichhane, Bhurtel, Sheikh, Airee, Kami, Jha, Bhandari, Mahato, Rajbanshi, Shrestha',
  ),
  sa: ARABIC,
  ae: ARABIC,
  om: ARABIC,
  my: MALAY,
  sg: MALAY,
  id: MALAY,
  hk: book(
    'Ka-ho, Chi-fai, Wai-kit, Tsz-hin, Man-lok, Kin-wah, Ho-yin, Chun-ho, Siu-ming, Yiu-wing',
    'Chan, Wong, Leung, Cheung, Lau, Ho, Ng, Cheng, Yeung, Tsang, Lam, Chow',
  ),
  jm: book(
    'Andre, Leon, Damion, Kemar, Omar, Rovman, Jermaine, Shamar, Chadwick, Nkrumah, Brandon, Kirk',
    'Campbell, Brown, Williams, Thomas, Powell, Walsh, Russell, Bonner, Reid, Gayle, Holder',
  ),
  ke: book(
    'Collins, Brian, Dennis, Kevin, Victor, Eric, Joseph, Michael, Peter, David, Wycliffe, Hillary',
    'Otieno, Odhiambo, Wanyama, Kamau, Mwangi, Ochieng, Njoroge, Kiprono, Mutua, Omondi',
  ),
};

const FALLBACK: NameBook = book(
  'Alex, Daniel, Martin, David, Adrian, Leo, Victor, Samuel, Oscar, Tomas, Felix, Noah',
  'Novak, Costa, Berg, Moreno, Jensen, Kovac, Petrov, Silva, Meyer, Rossi, Adams, Laurent',
);

/** Countries whose names read surname first. */
const FAMILY_FIRST = new Set(['cn', 'kr', 'hk']);

export function nameBookOf(country: string): NameBook {
  return BOOKS[country] ?? FALLBACK;
}

/** `count` distinct full names of `country` for the stream `key` (a team's squad, its coach). */
export function drawNames(key: readonly (string | number)[], country: string, count: number): string[] {
  const rng = Rng.of('names', ...key);
  const { first, last } = nameBookOf(country);
  const out = new Set<string>();
  // The lists hold well over 100 combinations; the guard only keeps a tiny list from looping.
  for (let tries = 0; out.size < count && tries < count * 50; tries++) {
    const [f, l] = [rng.pick(first), rng.pick(last)];
    out.add(FAMILY_FIRST.has(country) ? `${l} ${f}` : `${f} ${l}`);
  }
  let n = 2;
  while (out.size < count) out.add(`${rng.pick(first)} ${rng.pick(last)} ${n++}`);
  return [...out];
}

/** Surname as commentary uses it: the family name ("Subramanian"; "Wang" for "Wang Wei"). */
export function surnameOf(name: string, country: string): string {
  const parts = name.split(' ');
  if (FAMILY_FIRST.has(country)) return parts[0] ?? name;
  // Particles belong to the surname: "van Dijk", "de Jong", "du Toit".
  const i = parts.findIndex((p, k) => k > 0 && /^(van|de|du|der|den|al|von)$/i.test(p));
  return i > 0 ? parts.slice(i).join(' ') : (parts[parts.length - 1] ?? name);
}
